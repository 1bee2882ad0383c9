import { datenschutzCopy } from '../../copy/datenschutz';

const copy = datenschutzCopy.retention;

/** How long the server keeps what. */
export function RetentionTable() {
  return (
    <table className="legal-table">
      <caption className="visually-hidden">{copy.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{copy.columns.data}</th>
          <th scope="col">{copy.columns.period}</th>
        </tr>
      </thead>
      <tbody>
        {copy.rows.map(([data, period]) => (
          <tr key={data}>
            <td data-label={copy.columns.data}>{data}</td>
            <td data-label={copy.columns.period}>{period}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
