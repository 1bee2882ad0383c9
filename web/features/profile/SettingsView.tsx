import { useCallback, useEffect, useState } from 'react';
import { AccountSection } from './AccountSection';
import { DataExportSection } from './DataExportSection';
import { DataImportSection } from './DataImportSection';
import { RejectedChanges } from './RejectedChanges';
import { persistenceText, readStorageInfo, usageText, type StorageInfo } from './storageInfo';
import { profileSettingsCopy } from '../../copy/profileSettings';

const storageManager = () => (typeof navigator === 'undefined' ? undefined : navigator.storage);

/** "Einstellungen": what this device stores and whether the browser may evict it. */
export function SettingsView() {
  const [info, setInfo] = useState<StorageInfo | null>(null);
  const [asked, setAsked] = useState(false);

  const refresh = useCallback(async () => setInfo(await readStorageInfo(storageManager())), []);

  useEffect(() => {
    let active = true;
    void readStorageInfo(storageManager()).then((next) => {
      if (active) setInfo(next);
    });
    return () => {
      active = false;
    };
  }, []);

  const askForPersistence = async () => {
    setAsked(true);
    await storageManager()
      ?.persist?.()
      .catch(() => false);
    await refresh();
  };

  return (
    <section className="profile-settings" aria-labelledby="profile-settings-title">
      <h1 id="profile-settings-title" className="profile__heading">
        {profileSettingsCopy.title}
      </h1>
      <div className="profile-settings__card">
        <h3 className="profile-settings__subtitle">{profileSettingsCopy.storage.title}</h3>
        <p className="profile-settings__text">{profileSettingsCopy.storage.text}</p>
        {info === null ? (
          <p role="status">{profileSettingsCopy.storage.loading}</p>
        ) : (
          <dl className="profile-settings__facts">
            <dt>{profileSettingsCopy.storage.used}</dt>
            <dd>{usageText(info)}</dd>
            <dt>{profileSettingsCopy.storage.protection}</dt>
            <dd>{persistenceText(info.persisted)}</dd>
          </dl>
        )}
        {info?.persisted === false && (
          <div className="profile-settings__persist">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void askForPersistence()}
            >
              {profileSettingsCopy.storage.persist}
            </button>
            {asked && (
              <p role="status" className="profile-settings__text">
                {profileSettingsCopy.storage.persistAsked}
              </p>
            )}
          </div>
        )}
      </div>
      <RejectedChanges />
      <DataExportSection />
      <DataImportSection />
      <AccountSection />
    </section>
  );
}
