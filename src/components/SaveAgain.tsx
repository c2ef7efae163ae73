/**
 * "Your PNG is ready. If it did not download, [Save PNG]": a file made too long after its click
 * for the browser to count the save as the user's (saveMayBeBlocked), offered again beside the
 * control that made it. One markup for pictures and books; the words (PLAY's pictureReady and
 * saveAgain) come from the caller, so this stays free of the catalogues for the lazy studio.
 */
export function SaveAgain({ said, button, onSave }: { said: string; button: string; onSave: () => void }) {
  return (
    <>
      {said}{' '}
      <button type="button" className="small" onClick={onSave}>
        {button}
      </button>
    </>
  );
}
