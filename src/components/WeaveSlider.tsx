import { useEffect, useRef } from 'react';
import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';
import { useStore } from '../store';

/**
 * The Weave slider (square and hex mazes): how often a passage runs over another. Dragging
 * moves the value; the maze is made when the value is set (the input's change event: a
 * release, a key, or a value typed in), not at every step of a drag.
 */
/** The slider's value as the form keeps it: none is '' (no weave), not '0'. */
function draftValue(value: string): string {
  return value === '0' ? '' : value;
}

export function WeaveSlider({ onSet }: { readonly onSet: (weave: string) => void }) {
  const text = useText(PLAY);
  const weave = useStore((s) => s.draft.weave ?? '');
  const input = useRef<HTMLInputElement>(null);
  const set = useRef(onSet);
  useEffect(() => {
    set.current = onSet;
  });
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const committed = () => set.current(draftValue(element.value));
    element.addEventListener('change', committed);
    return () => element.removeEventListener('change', committed);
  }, []);
  const value = Number(weave) || 0;
  const percent = `${Math.round(value * 100)}%`;
  return (
    <label className="inline-field weave-field" title={text.weaveTitle}>
      <span className="inline-label">{text.weave}</span>
      <input
        ref={input}
        type="range"
        name="weave"
        min={0}
        max={1}
        step={0.05}
        value={value}
        aria-valuetext={percent}
        onChange={(event) => useStore.getState().editDraft('weave', draftValue(event.target.value))}
      />
      <span className="weave-value">{percent}</span>
    </label>
  );
}
