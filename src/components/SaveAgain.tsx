import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';

/**
 * "Your PNG is ready. If it did not download, [Save PNG]": a file made too long after its click
 * for the browser to count the save as the user's (saveMayBeBlocked), offered again beside the
 * control that made it. One wording for pictures and books.
 */
export function SaveAgain({ format, onSave }: { format: string; onSave: () => void }) {
  const text = useText(PLAY);
  return (
    <>
      {text.pictureReady(format)}{' '}
      <button type="button" className="small" onClick={onSave}>
        {text.saveAgain(format)}
      </button>
    </>
  );
}
