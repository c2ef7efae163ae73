import { useState } from 'react';
import { Field } from '../../components/Field';
import { GENERATOR_IDS, isGeneratorId } from '../../core';
import { GENERATOR_TEXT } from '../../i18n/generators';
import { isSide, seedProblem } from '../../game/settings';
import { PROBLEMS, problemText } from '../../i18n/problems';
import { useStore } from '../../store';
import { CARVE_WATCH_MAX_SIDE } from '../../store/solversSlice';
import { SOLVERS_TEXT } from '../../i18n/solvers';
import { useText } from '../../store/useText';

/** A side the game accepts (its own rule, isSide) and small enough to watch carve. */
function watchable(text: string): boolean {
  return isSide(text) && Number(text) <= CARVE_WATCH_MAX_SIDE;
}

/**
 * A size field that keeps what is typed, applies it once it is a whole number in range, and
 * says what is allowed while it is not.
 */
function SideField({ label, value, onValid }: { label: string; value: number; onValid: (n: number) => void }) {
  const [text, setText] = useState(String(value));
  const t = useText(SOLVERS_TEXT);
  const valid = watchable(text);
  return (
    <Field label={label} error={valid ? undefined : t.sideProblem(label, CARVE_WATCH_MAX_SIDE, value)}>
      {(id, described) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={CARVE_WATCH_MAX_SIDE}
          value={text}
          aria-invalid={valid ? undefined : true}
          aria-describedby={described}
          onChange={(event) => {
            setText(event.target.value);
            if (watchable(event.target.value)) onValid(Number(event.target.value));
          }}
        />
      )}
    </Field>
  );
}

/** The seed field, by the game's seed rule: a seed it refuses is kept as typed but not used, and said so. */
function SeedField({ value, onValid }: { value: string; onValid: (seed: string) => void }) {
  const [text, setText] = useState(value);
  const t = useText(SOLVERS_TEXT);
  // English in both languages, as it has always been here.
  const problem = seedProblem(text.trim());
  return (
    <Field label={t.seed} error={problem ? `${problemText(PROBLEMS.en, problem)} ${t.seedKept}` : undefined}>
      {(id, described) => (
        <input
          id={id}
          type="text"
          value={text}
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
          onChange={(event) => {
            setText(event.target.value);
            if (!seedProblem(event.target.value.trim())) onValid(event.target.value.trim());
          }}
        />
      )}
    </Field>
  );
}

/** Which generator to watch, how big, from which seed; and the texture it carves. */
export function GeneratorSettings() {
  const watch = useStore((s) => s.carveWatch);
  const watchGenerator = useStore((s) => s.watchGenerator);
  const t = useText(SOLVERS_TEXT);
  const { generators } = useText(GENERATOR_TEXT);
  return (
    <div className="generator-settings">
      <Field label={t.generator}>
        {(id) => (
          <>
            <select
              id={id}
              value={watch.algorithm}
              onChange={(event) => {
                if (isGeneratorId(event.target.value)) watchGenerator({ algorithm: event.target.value });
              }}
            >
              {GENERATOR_IDS.map((generator) => (
                <option key={generator} value={generator}>
                  {generators[generator].label}
                </option>
              ))}
            </select>
            <p className="lab-note texture">{generators[watch.algorithm].texture}</p>
          </>
        )}
      </Field>
      <div className="size-fields">
        <SideField label={t.width} value={watch.width} onValid={(width) => watchGenerator({ width })} />
        <SideField label={t.height} value={watch.height} onValid={(height) => watchGenerator({ height })} />
      </div>
      <SeedField value={watch.seed} onValid={(seed) => watchGenerator({ seed })} />
    </div>
  );
}
