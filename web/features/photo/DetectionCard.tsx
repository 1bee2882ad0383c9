import { useId } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import type { DetectedPhotoPerfume } from '../../../api/contract/photo';
import { scentFit } from '../../../api/contract/scentFit';
import type { OwnedScent } from '../../../api/contract/similarOwned';
import { CheaperAlternativeNote } from '../analysis/CheaperAlternativeNote';
import { familyLabel } from '../chosenList/customPerfume';
import { PerfumeVisual } from '../perfume/PerfumeVisual';
import { RowFacts } from '../perfume/RowFacts';
import { CUSTOM_CHOICE, customOption, SKIP_CHOICE } from './photoChoices';
import { formatNumber } from '../../ui/germanFormat';
import { ScentFitNote } from './ScentFitNote';
import { photoCopy } from '../../copy/photo';

type DetectionCardProps = {
  detection: DetectedPhotoPerfume;
  choice: string;
  onChoose: (choice: string) => void;
  /** The person's perfumes with accords, for "Passt das zu mir?" (empty: no verdict). */
  mine: readonly OwnedScent[];
};

const PERCENT_FORMAT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };

/** One recognised bottle: what was read, how sure, and a radio group of catalog matches or skip. */
export function DetectionCard({ detection, choice, onChoose, mine }: DetectionCardProps) {
  const name = useId();
  const { detected, searchResults } = detection;
  const custom = customOption(detection);
  const title = photoCopy.detection.title(
    [detected.brand, detected.name].filter(Boolean).join(' '),
  );

  return (
    <fieldset className="photo-detection">
      <legend className="photo-detection__title">{title}</legend>
      {detection.barcode && (
        <p className="photo-detection__barcode">
          <span className="badge badge--barcode">{photoCopy.detection.barcodeBadge}</span>
          <span className="photo-detection__meta">
            {photoCopy.detection.barcodeText(detection.barcode)}
          </span>
        </p>
      )}
      <p className="photo-detection__meta">
        {photoCopy.detection.confidence} {formatNumber(detection.confidence, PERCENT_FORMAT)}
        {detected.concentration ? ` · ${detected.concentration}` : ''}
      </p>
      {searchResults.length === 0 && (
        <p className="photo-detection__meta">{photoCopy.detection.noMatch}</p>
      )}
      <div className="photo-detection__options">
        {searchResults.map((perfume) => (
          <CatalogOption
            key={perfume.id}
            perfume={perfume}
            name={name}
            chosen={choice === perfume.id}
            onChoose={onChoose}
            mine={mine}
          />
        ))}
        {custom && (
          <label className="photo-option">
            <input
              type="radio"
              name={name}
              value={CUSTOM_CHOICE}
              checked={choice === CUSTOM_CHOICE}
              onChange={() => onChoose(CUSTOM_CHOICE)}
            />
            <span className="photo-option__text">
              <span className="photo-option__name">{photoCopy.detection.addCustom}</span>
              <span className="photo-option__brand">
                {photoCopy.detection.notInCatalog(familyLabel(custom.fragranceFamily))}
              </span>
            </span>
          </label>
        )}
        <label className="photo-option photo-option--skip">
          <input
            type="radio"
            name={name}
            value={SKIP_CHOICE}
            checked={choice === SKIP_CHOICE}
            onChange={() => onChoose(SKIP_CHOICE)}
          />
          <span className="photo-option__text">
            <span className="photo-option__name">{photoCopy.detection.skip}</span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}

type CatalogOptionProps = {
  perfume: Perfume;
  name: string;
  chosen: boolean;
  onChoose: (choice: string) => void;
  mine: readonly OwnedScent[];
};

/**
 * One catalog match to pick, with its "Passt das zu mir?" verdict beside it; the chosen one
 * also names a cheaper alternative when a shop feed prices it (asked from the server, so
 * only with a connection).
 */
function CatalogOption({ perfume, name, chosen, onChoose, mine }: CatalogOptionProps) {
  const fitId = useId();
  const fit = scentFit({ perfumeId: perfume.id, accords: perfume.accords }, mine);
  return (
    <div className="photo-option-block">
      <label className="photo-option">
        <input
          type="radio"
          name={name}
          value={perfume.id}
          checked={chosen}
          onChange={() => onChoose(perfume.id)}
          aria-describedby={fit ? fitId : undefined}
        />
        <span className="photo-option__visual">
          <PerfumeVisual perfume={perfume} />
        </span>
        <span className="photo-option__text">
          <span className="photo-option__name">{perfume.name}</span>
          <span className="photo-option__brand">{perfume.brand}</span>
          <RowFacts perfume={perfume} />
        </span>
      </label>
      {fit && <ScentFitNote fit={fit} id={fitId} />}
      {chosen && <CheaperAlternativeNote perfumeId={perfume.id} priceCents={perfume.priceCents} />}
    </div>
  );
}
