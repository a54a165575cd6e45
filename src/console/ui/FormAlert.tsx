/**
 * A form's own error (the API refused it), in a live region that exists before any error does, so the sentence is
 * announced when it appears. Empty, it takes no room.
 */
export function FormAlert({ id, message }: { id?: string; message: string | null }) {
  return (
    <div id={id} role="alert" className={message ? 'cv-console-alert cv-console-alert--error' : 'cv-console-alert--empty'}>
      {message}
    </div>
  );
}
