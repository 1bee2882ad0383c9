import { DeleteAccountDialog } from '../account/DeleteAccountDialog';
import { useDeleteAccountFlow } from '../account/useDeleteAccountFlow';

/** "Konto" in the settings: account deletion (spec 001 §2, DSGVO Art. 17). */
export function AccountSection() {
  const deletion = useDeleteAccountFlow();
  return (
    <div className="profile-settings__card">
      <h3 className="profile-settings__subtitle">Konto löschen</h3>
      <p className="profile-settings__text">
        Löscht dein Konto mit allen Sammlungen, Wunschlisten, Blacklists, Analysen und Empfehlungen
        sofort vom Server und von diesem Gerät. Deine Zugangsdaten werden spätestens nach 48 Stunden
        entfernt.
      </p>
      <div>
        <button type="button" className="button button--danger" onClick={deletion.start}>
          Konto löschen
        </button>
      </div>
      <DeleteAccountDialog {...deletion.dialog} />
    </div>
  );
}
