import { datenschutzCopy } from '../../copy/datenschutz';

const copy = datenschutzCopy.deviceStorage;

/** Everything the app keeps on the device; all of it is "necessary" (see consentStore.ts). */
export function DeviceStorageTable() {
  return (
    <table className="legal-table">
      <caption className="visually-hidden">{copy.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{copy.columns.kind}</th>
          <th scope="col">{copy.columns.name}</th>
          <th scope="col">{copy.columns.content}</th>
          <th scope="col">{copy.columns.period}</th>
        </tr>
      </thead>
      <tbody>
        {copy.rows.map(([kind, name, content, period]) => (
          <tr key={name}>
            <td data-label={copy.columns.kind}>{kind}</td>
            <td data-label={copy.columns.name}>
              <code>{name}</code>
            </td>
            <td data-label={copy.columns.content}>{content}</td>
            <td data-label={copy.columns.period}>{period}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
