import { db } from '../../data/db';
import { dismissRejected } from '../../data/outbox';
import { usePendingChanges } from '../../data/useUserData';
import { formatDate } from '../../ui/germanFormat';
import { profileSettingsCopy } from '../../copy/profileSettings';

const TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/**
 * Changes the server refused (e.g. a duplicate), with its German reason. They stay listed
 * until the person has read them: a queued change never vanishes without a word.
 */
export function RejectedChanges() {
  const rejected = usePendingChanges()?.rejected ?? [];
  if (rejected.length === 0) return null;
  return (
    <div className="profile-settings__card">
      <h3 className="profile-settings__subtitle">{profileSettingsCopy.rejected.title}</h3>
      <p className="profile-settings__text">{profileSettingsCopy.rejected.text}</p>
      <ul className="rejected-list">
        {rejected.map((change) => (
          <li key={change.id} className="rejected-list__item">
            <span>
              <time dateTime={new Date(change.createdAt).toISOString()}>
                {formatDate(change.createdAt, TIME_FORMAT)}
              </time>
              : {change.error}
            </span>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void dismissRejected(db, change.id)}
            >
              {profileSettingsCopy.rejected.dismiss}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
