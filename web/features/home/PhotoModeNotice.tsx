/** Photo recognition is not built yet: say so plainly instead of offering a control that fails. */
export function PhotoModeNotice() {
  return (
    <div className="notice notice--info" role="status">
      <p className="notice__title">Fotoerkennung folgt in Kürze</p>
      <p>
        Bald kannst du hier ein Foto deiner Parfümsammlung hochladen (PNG oder JPG bis 10 MB) und
        die erkannten Düfte direkt übernehmen. Bis dahin findest du jeden Duft über die Texteingabe.
      </p>
    </div>
  );
}
