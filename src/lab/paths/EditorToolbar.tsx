import { useId, type FormEvent } from 'react';
import { useStore } from '../../store';
import type { EditorTool } from '../../store/pathsEditorSlice';
import { PATHS_TEXT } from '../../i18n/paths';
import { useText } from '../../store/useText';

const TOOLS: readonly EditorTool[] = ['walls', 'start', 'goal'];

/** What a click does (walls, start or goal), and the grid's size. */
export function EditorToolbar() {
  const tool = useStore((s) => s.pathsTool);
  const t = useText(PATHS_TEXT);
  const setTool = useStore((s) => s.setPathsTool);
  const draft = useStore((s) => s.pathsSizeDraft);
  const errors = useStore((s) => s.pathsSizeErrors);
  const editSize = useStore((s) => s.editPathsSize);
  const applySize = useStore((s) => s.applyPathsSize);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    applySize();
  };

  return (
    <div className="paths-toolbar">
      <fieldset className="paths-tools">
        <legend>{t.clickSets}</legend>
        {TOOLS.map((each) => (
          <label key={each} className={`paths-tool paths-tool-${each}`}>
            <input type="radio" name={`${id}-tool`} value={each} checked={tool === each} onChange={() => setTool(each)} />
            <span>{t.tools[each]}</span>
          </label>
        ))}
      </fieldset>
      <form className="paths-size" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-rows`}>{t.rows}</label>
          <input
            id={`${id}-rows`}
            inputMode="numeric"
            value={draft.rows}
            aria-invalid={errors.rows ? true : undefined}
            aria-describedby={errors.rows ? `${id}-rows-error` : undefined}
            onChange={(event) => editSize('rows', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-cols`}>{t.columns}</label>
          <input
            id={`${id}-cols`}
            inputMode="numeric"
            value={draft.cols}
            aria-invalid={errors.cols ? true : undefined}
            aria-describedby={errors.cols ? `${id}-cols-error` : undefined}
            onChange={(event) => editSize('cols', event.target.value)}
          />
        </div>
        <button type="submit">{t.resize}</button>
        <button type="button" onClick={() => useStore.getState().clearPathsGrid()} title={t.clearTitle}>
          {t.clear}
        </button>
        {errors.rows && (
          <p id={`${id}-rows-error`} className="field-error paths-size-error">
            {errors.rows}
          </p>
        )}
        {errors.cols && (
          <p id={`${id}-cols-error`} className="field-error paths-size-error">
            {errors.cols}
          </p>
        )}
      </form>
    </div>
  );
}
