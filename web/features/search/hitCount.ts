import { searchCopy } from '../../copy/search';

/** "1 Treffer", "1.234 Treffer" (the text lives in web/copy/search.ts). */
export const formatHitCount = searchCopy.hitCount;
