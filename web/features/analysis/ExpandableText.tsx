import { useId, useState } from 'react';
import { REASONING_LINES, truncateText } from './scentDisplay';
import { analysisCopy } from '../../copy/analysis';

/** Long text cut to about `lines` lines with "Mehr anzeigen"; short text shown as it is. */
export function ExpandableText({
  text,
  lines = REASONING_LINES,
}: {
  text: string;
  lines?: number;
}) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const short = truncateText(text, lines);

  return (
    <div className="expandable-text">
      <p id={textId}>{short && !expanded ? short : text}</p>
      {short && (
        <button
          type="button"
          className="expandable-text__toggle"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? analysisCopy.expand.less : analysisCopy.expand.more}
        </button>
      )}
    </div>
  );
}
