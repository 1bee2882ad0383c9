import type { ScentFit } from '../../../api/contract/scentFit';
import { formatNumber } from '../../ui/germanFormat';
import { photoCopy } from '../../copy/photo';

const PERCENT_FORMAT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };

type Props = {
  fit: ScentFit;
  /** The radio it describes points at it with aria-describedby. */
  id: string;
};

/** "Passt das zu mir?" under one catalog match of a photo find. */
export function ScentFitNote({ fit, id }: Props) {
  const { similar } = fit;
  return (
    // No name of its own: the radio's description is this text, label included.
    <div id={id} className="scent-fit" role="note">
      <p className="scent-fit__verdict">
        <span className="scent-fit__label">{photoCopy.fit.label}</span>{' '}
        <span className="scent-fit__percent">
          {formatNumber(fit.percent / 100, PERCENT_FORMAT)} {photoCopy.fit.matching}
        </span>{' '}
        · {fit.reason}.
      </p>
      {similar && (
        <p className="scent-fit__similar">
          {photoCopy.fit.similar(
            similar.owned.name,
            similar.shared.map((accord) => accord.name).join(', '),
          )}
        </p>
      )}
    </div>
  );
}
