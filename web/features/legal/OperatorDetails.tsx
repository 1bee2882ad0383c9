import { legalCopy } from '../../copy/legal';
import type { Operator } from './useLegalInfo';

/** The operator's address block; example data carry an unmissable mark. */
export function OperatorDetails({
  operator,
  isExample,
}: {
  operator: Operator;
  isExample: boolean;
}) {
  return (
    <>
      {isExample && (
        <p className="legal-example" role="note">
          {legalCopy.exampleNote}
        </p>
      )}
      <address className="legal-address">
        {operator.name}
        {'\n'}
        {operator.address}
      </address>
    </>
  );
}
