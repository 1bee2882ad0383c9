import { useEffect, useState } from 'react';
import { Modal } from '../../ui/dialog/Modal';
import { useTempModeStore } from '../account/tempModeStore';
import { useAuthDialogStore } from '../auth/authDialogStore';
import { getAccessToken } from '../../session/authTokens';

const benefits = [
  'Bis zu 6 Duftsammlungen – für dich und deine Familie',
  'Empfehlungen auf deiner Merkliste speichern',
  'Ein Duftprofil, das mit jeder Sammlung klüger wird',
] as const;

/**
 * Spec 000 §2/§4: when the sign-up dialog opened by "Speichern & analysieren" closes and the
 * visitor is still anonymous (saving skipped), offer "Nur analysieren" instead. Call
 * `expectAuth()` right before opening the sign-up dialog from the save button.
 */
export function useWhatYouMiss() {
  const [awaiting, setAwaiting] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!awaiting) return;
    return useAuthDialogStore.subscribe((state, previous) => {
      if (!previous.isOpen || state.isOpen) return;
      setAwaiting(false);
      // The session is read fresh: a sign-in that closed the dialog is already stored there.
      void getAccessToken()
        .catch(() => null)
        .then((token) => {
          if (!token && useTempModeStore.getState().email === null) setOpen(true);
        });
    });
  }, [awaiting]);

  return { open, close: () => setOpen(false), expectAuth: () => setAwaiting(true) };
}

type Props = {
  open: boolean;
  onClose: () => void;
  onAnalyseOnly: () => void;
  onSaveAndAnalyse: () => void;
};

export function WhatYouMissDialog({ open, onClose, onAnalyseOnly, onSaveAndAnalyse }: Props) {
  return (
    <Modal open={open} onClose={onClose} title="Das verpasst du ohne Konto">
      <div className="miss-dialog">
        <p>Mit einem kostenlosen Konto bleiben deine Düfte und Ergebnisse erhalten:</p>
        <ul className="miss-dialog__benefits">
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        <p>Analysieren kannst du deine Auswahl auch ohne Konto – gespeichert wird dann nichts.</p>
        <div className="miss-dialog__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={onAnalyseOnly}
            data-autofocus=""
          >
            Nur analysieren
          </button>
          <button type="button" className="button button--primary" onClick={onSaveAndAnalyse}>
            Speichern &amp; analysieren
          </button>
        </div>
      </div>
    </Modal>
  );
}
