import { useEffect, useMemo, useRef, useState } from 'react';
import { messageOf } from '../../core/errors';
import { isWeaveShape } from '../../core/shape/shapeOptions';
import { formatCount } from '../../format/numbers';
import { isLinesOnly, needsGraphGenerator } from '../../game/settings';
import { failureText } from '../../i18n/notices';
import { PRINT_TEXT } from '../../i18n/print';
import { PLAY } from '../../i18n/play';
import { saveMayBeBlocked } from '../../render/saveFile';
import { useText } from '../../store/useText';
import { useStore } from '../../store';
import { JobCancelled, type Job } from '../../workers/job';
import { isLocalAddress, mazePageCount, PAPERS, PER_PAGE, type BookOptions } from '../bookOptions';
import { pageBookService, type BookProgress, type BookService } from './bookService';
import { bookFileName, linkBaseOf, editStudioDraft, mazeDraft, keepStudioDraft, readKeptStudioDraft, readStudioDraft, withGameMaze, type StudioDraft, type StudioErrors } from './studioDraft';
import { DraftField } from '../../components/mazeForm/DraftField';
import { SaveAgain } from '../../components/SaveAgain';
import { MazeSettingsFields } from '../../components/mazeForm/MazeSettingsFields';
import { LevelsMenu } from '../../components/mazeForm/LevelsMenu';
import type { FormBinding, InputAttributes, MazeFieldKey, MazeTextKey } from '../../components/mazeForm/formBinding';
import './studio.css';

/** The weaves a book offers, '' for none: the page's slider in steps a print needs. */
const WEAVES = ['', '0.2', '0.4', '0.6', '0.8', '1'] as const;


/** The studio's typed fields (the count's too): text, never filled in by the browser, with the keyboard each wants. */
const STUDIO_INPUTS: Record<MazeTextKey | 'count', InputAttributes> = {
  width: { type: 'text', inputMode: 'numeric', autoComplete: 'off' },
  height: { type: 'text', inputMode: 'numeric', autoComplete: 'off' },
  rings: { type: 'text', inputMode: 'numeric', autoComplete: 'off' },
  braid: { type: 'text', inputMode: 'decimal', autoComplete: 'off' },
  seed: { type: 'text', autoComplete: 'off' },
  count: { type: 'text', inputMode: 'numeric', autoComplete: 'off' },
};

/** The web page's own address: each maze's QR code opens the game here. */
function pageAddress(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/** The studio's own text fields beside the maze's: a book's title and its QR codes' address. */
type StudioTextKey = 'title' | 'link';

/**
 * A worksheet's head (a title on every page, a Name and Date line on each maze page), and where
 * the QR codes point: this page's address unless another is typed, with a warning when the
 * address is one a student's phone cannot reach (a book made from `npm start`).
 */
function HeadAndLinkFields({ draft, errors, change }: { draft: StudioDraft; errors: StudioErrors; change: <K extends keyof StudioDraft>(key: K, value: StudioDraft[K]) => void }) {
  const t = useText(PRINT_TEXT);
  const form: FormBinding<StudioTextKey> = { draft, errors, change: (key, value) => change(key, value) };
  const base = linkBaseOf(draft, pageAddress());
  const local = base !== null && !errors.link && isLocalAddress(base);
  return (
    <>
      <DraftField form={form} field="title" label={t.bookTitle} hint={t.titleHint} className="print-wide" input={{ type: 'text', autoComplete: 'off' }} />
      <label className="checkbox">
        <input type="checkbox" checked={draft.nameLine} onChange={(event) => change('nameLine', event.target.checked)} />
        {t.nameLine}
      </label>
      <DraftField form={form} field="link" label={t.link} hint={t.linkHint} className="print-wide" input={{ type: 'url', inputMode: 'url', autoComplete: 'off', placeholder: pageAddress() }} />
      {local && <p className="field-warning">{t.linkLocal(base)}</p>}
    </>
  );
}

/**
 * The preview: the first page's SVG, drawn in the worker, shown as an image (an <img>: the
 * SVG cannot run or restyle the page). The last page drawn stays until the next is ready.
 */
function Preview({ options, service, pages }: { options: BookOptions | null; service: BookService; pages: number }) {
  const t = useText(PRINT_TEXT);
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!options) return;
    let job: Job<string> | null = null;
    // A quick burst of typing draws once, after it; a newer page replaces one still being drawn.
    const timer = setTimeout(() => {
      job = service.preview(options);
      job.result.then(
        (svg) => {
          setProblem(null);
          setUrl(URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })));
        },
        (error: unknown) => {
          if (!(error instanceof JobCancelled)) setProblem(messageOf(error));
        },
      );
    }, 120);
    return () => {
      clearTimeout(timer);
      job?.cancel();
    };
  }, [options, service]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const landscape = options?.landscape ?? false;
  return (
    <figure className={`print-preview${landscape ? ' landscape' : ''}`}>
      <figcaption>{t.preview}</figcaption>
      {url ? <img src={url} alt={t.previewAlt(pages)} /> : <div className="print-preview-blank" />}
      {problem && <p className="field-error">{t.previewFailed(problem)}</p>}
    </figure>
  );
}

/**
 * The Print studio: the mazes (as the game's form has them, plus a base seed and how many), the
 * layout, answers, a preview of the first page, and Make PDF with progress and Cancel. The
 * book is built in a worker (bookService.ts); the form is kept across visits.
 */
export function PrintStudio({ service = pageBookService }: { service?: BookService }) {
  const t = useText(PRINT_TEXT);
  const play = useText(PLAY);
  const language = useStore((s) => s.language);
  const game = useStore((s) => s.settings);
  const [draft, setDraft] = useState<StudioDraft>(() => readKeptStudioDraft());
  const [progress, setProgress] = useState<BookProgress | null>(null);
  const [status, setStatus] = useState('');
  const [ready, setReady] = useState<{ pdf: Uint8Array; fileName: string } | null>(null);
  const job = useRef<Job<Uint8Array> | null>(null);
  const read = useMemo(() => readStudioDraft(draft, pageAddress(), language), [draft, language]);
  const options = 'options' in read ? read.options : null;
  const errors: StudioErrors = 'errors' in read ? read.errors : {};
  // The last good book stays previewed while a field is being fixed.
  const [shown, setShown] = useState<BookOptions | null>(options);
  if (options && options !== shown) setShown(options);
  const pages = shown ? mazePageCount(shown) * (shown.answers ? 2 : 1) : 0;
  useEffect(() => () => job.current?.cancel(), []);

  const adopt = (next: StudioDraft) => {
    setDraft(next);
    keepStudioDraft(next);
  };
  const change = <K extends keyof StudioDraft>(key: K, value: StudioDraft[K]) => adopt(editStudioDraft(draft, key, value));
  const form: FormBinding<MazeFieldKey | 'count'> = { draft, errors, change: (key, value) => change(key, value) };
  const choice = <K extends 'perPage' | 'paper' | 'landscape' | 'style'>(name: K, value: StudioDraft[K], label: string) => (
    <label className="segment" key={String(value)}>
      <input type="radio" name={`print-${name}`} checked={draft[name] === value} onChange={() => change(name, value)} />
      <span>{label}</span>
    </label>
  );

  const make = async () => {
    if (!options || job.current) return;
    setStatus('');
    setReady(null);
    setProgress({ done: 0, total: options.count });
    const running = service.build(options, setProgress);
    job.current = running;
    try {
      const pdf = await running.result;
      const fileName = bookFileName(options);
      service.save(pdf, fileName);
      setStatus(t.made(fileName));
      // A book takes seconds: the browser may no longer count the save as the click's, so it is offered again.
      setReady(saveMayBeBlocked() ? { pdf, fileName } : null);
    } catch (error) {
      setStatus(error instanceof JobCancelled ? t.cancelled : failureText(error, language, t.failed));
    } finally {
      job.current = null;
      setProgress(null);
    }
  };

  const square = draft.shape === 'square';
  const busy = progress !== null;
  return (
    <div className="print-studio">
      <div className="print-form">
        <h2>{t.title}</h2>
        <p className="print-intro">{t.intro}</p>
        <fieldset>
          <legend>{t.mazes}</legend>
          <MazeSettingsFields
            form={form}
            labels={{ shape: t.shape, width: t.width, height: t.height, rings: t.rings, algorithm: t.algorithm, braid: t.braid, seed: t.baseSeed }}
            inputs={STUDIO_INPUTS}
            hints={{ seed: t.baseSeedHint(draft.seed.trim()) }}
            fieldClass={(key) => (key === 'seed' || key === 'algorithm' ? 'print-wide' : undefined)}
            isCellMaze={needsGraphGenerator({ ...mazeDraft(draft), unicursal: '' })}
          >
            {(fields) => (
              <div className="print-fields">
                {fields.shape}
                {fields.size}
                {fields.braid}
                {fields.algorithm}
                <DraftField form={form} field="count" label={t.count} input={STUDIO_INPUTS.count} className="print-wide" />
                {fields.seed}
              </div>
            )}
          </MazeSettingsFields>
          <div className="row">
            <button type="button" className="small" disabled={!game} onClick={() => game && adopt(withGameMaze(draft, game))}>
              {t.useGameMaze}
            </button>
          </div>
        </fieldset>
        <fieldset>
          <legend>{t.layout}</legend>
          <div className="print-choices">
            <div role="radiogroup" aria-label={t.perPage}>
              <span className="print-choice-label">{t.perPage}</span>
              <div className="segmented">{PER_PAGE.map((n) => choice('perPage', n, formatCount(n)))}</div>
            </div>
            <div role="radiogroup" aria-label={t.paper}>
              <span className="print-choice-label">{t.paper}</span>
              <div className="segmented">{PAPERS.map((paper) => choice('paper', paper, t[paper]))}</div>
            </div>
            <div role="radiogroup" aria-label={t.orientation}>
              <span className="print-choice-label">{t.orientation}</span>
              <div className="segmented">
                {choice('landscape', false, t.portrait)}
                {choice('landscape', true, t.landscape)}
              </div>
            </div>
            {/* A labyrinth, a weave and levels are always drawn in lines: no choice to offer. */}
            {square && !isLinesOnly(mazeDraft(draft)) && (
              <div role="radiogroup" aria-label={t.style}>
                <span className="print-choice-label">{t.style}</span>
                <div className="segmented">
                  {choice('style', 'lines', t.lines)}
                  {choice('style', '', t.blocks)}
                </div>
              </div>
            )}
          </div>
          {isWeaveShape(draft.shape) && !draft.unicursal && (
            <label className="print-weave">
              <span className="print-choice-label">{t.weave}</span>
              <select name="print-weave" value={draft.weave} onChange={(event) => change('weave', event.target.value)}>
                {(WEAVES.includes(draft.weave as (typeof WEAVES)[number]) ? WEAVES : [...WEAVES, draft.weave]).map((weave) => (
                  <option key={weave} value={weave}>
                    {weave === '' ? t.noWeave : `${Math.round(Number(weave) * 100)}%`}
                  </option>
                ))}
              </select>
            </label>
          )}
          {errors.weave && <p className="field-error">{errors.weave}</p>}
          {square && (
            <label className="print-weave">
              <span className="print-choice-label">{t.levels}</span>
              <LevelsMenu name="print-levels" value={draft.levels} onChoose={(levels) => change('levels', levels)} />
            </label>
          )}
          {errors.levels && <p className="field-error">{errors.levels}</p>}
          {square && (
            <label className="checkbox" title={t.unicursalTitle}>
              <input type="checkbox" name="print-unicursal" checked={draft.unicursal} onChange={(event) => change('unicursal', event.target.checked)} />
              {t.unicursal}
            </label>
          )}
          <label className="checkbox">
            <input type="checkbox" checked={draft.answers} onChange={(event) => change('answers', event.target.checked)} />
            {t.answers}
          </label>
          <p className="field-hint">{t.answersHint}</p>
          <HeadAndLinkFields draft={draft} errors={errors} change={change} />
        </fieldset>
        <div className="print-make">
          <button type="button" className="primary" disabled={!options || busy} onClick={() => void make()}>
            {t.makePdf}
          </button>
          {shown && <span className="print-pages">{t.pages(mazePageCount(shown), shown.answers ? mazePageCount(shown) : 0)}</span>}
          {busy && (
            <span className="png-progress">
              <progress max={progress.total} value={progress.done} aria-label={t.buildProgress} />
              {/* Every maze drawn, the PDF is still being written: said, so the full bar does not look stuck. */}
              <span className="png-progress-label">{progress.done < progress.total ? t.building(progress.done, progress.total) : t.assembling}</span>
              <button type="button" className="small" onClick={() => job.current?.cancel()}>
                {t.cancel}
              </button>
            </span>
          )}
        </div>
        {!options && <p className="field-error">{t.fixFirst}</p>}
        <p className="print-status" role="status">
          {status}
          {ready && (
            <>
              {' '}
              <SaveAgain
                said={play.pictureReady('PDF')}
                button={play.saveAgain('PDF')}
                onSave={() => {
                  service.save(ready.pdf, ready.fileName);
                  setReady(null);
                }}
              />
            </>
          )}
        </p>
      </div>
      <Preview options={shown} service={service} pages={pages} />
    </div>
  );
}
