import { useId, useState } from 'react';
import { GENERATOR_IDS, GENERATORS, isGeneratorId } from '../../core';
import { useGame } from '../../store';
import { CARVE_WATCH_MAX_SIDE } from '../../store/solversSlice';

/** A size field that keeps what is typed and applies it once it is a whole number in range. */
function SideField({ label, value, onValid }: { label: string; value: number; onValid: (n: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(value));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={CARVE_WATCH_MAX_SIDE}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const n = Number(event.target.value);
          if (Number.isInteger(n) && n >= 1 && n <= CARVE_WATCH_MAX_SIDE) onValid(n);
        }}
      />
    </div>
  );
}

/** Which generator to watch, how big, from which seed; and the texture it carves. */
export function GeneratorSettings() {
  const watch = useGame((s) => s.carveWatch);
  const watchGenerator = useGame((s) => s.watchGenerator);
  const generatorId = useId();
  const seedId = useId();
  return (
    <div className="generator-settings">
      <div className="field">
        <label htmlFor={generatorId}>Generator</label>
        <select
          id={generatorId}
          value={watch.algorithm}
          onChange={(event) => {
            if (isGeneratorId(event.target.value)) watchGenerator({ algorithm: event.target.value });
          }}
        >
          {GENERATOR_IDS.map((id) => (
            <option key={id} value={id}>
              {GENERATORS[id].label}
            </option>
          ))}
        </select>
        <p className="lab-note texture">{GENERATORS[watch.algorithm].texture}</p>
      </div>
      <div className="size-fields">
        <SideField label="Width" value={watch.width} onValid={(width) => watchGenerator({ width })} />
        <SideField label="Height" value={watch.height} onValid={(height) => watchGenerator({ height })} />
      </div>
      <div className="field">
        <label htmlFor={seedId}>Seed</label>
        <input id={seedId} type="text" value={watch.seed} spellCheck={false} onChange={(event) => watchGenerator({ seed: event.target.value })} />
      </div>
    </div>
  );
}
