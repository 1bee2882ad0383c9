import { useId } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import { bottleShape, visualColors } from './perfumeDisplay';

type Silhouette = { cap: string; neck: string; body: string; shine: string };

// Four flacon silhouettes in a 120×150 box: square, round, slim and trapezoid.
const silhouettes: readonly Silhouette[] = [
  {
    cap: 'M46 20h28a4 4 0 0 1 4 4v20H42V24a4 4 0 0 1 4-4z',
    neck: 'M52 44h16v12H52z',
    body: 'M40 56h40a12 12 0 0 1 12 12v60a12 12 0 0 1-12 12H40a12 12 0 0 1-12-12V68a12 12 0 0 1 12-12z',
    shine: 'M36 70h6v52h-6z',
  },
  {
    cap: 'M50 24h20a5 5 0 0 1 5 5v21H45V29a5 5 0 0 1 5-5z',
    neck: 'M53 50h14v12H53z',
    body: 'M60 60a40 40 0 1 1 0 80a40 40 0 1 1 0-80z',
    shine: 'M34 92a28 28 0 0 1 14-20l3 5a22 22 0 0 0-11 16z',
  },
  {
    cap: 'M60 12a12 12 0 0 1 12 12v14H48V24a12 12 0 0 1 12-12z',
    neck: 'M54 38h12v10H54z',
    body: 'M54 48h12a16 16 0 0 1 16 16v62a16 16 0 0 1-16 16H54a16 16 0 0 1-16-16V64a16 16 0 0 1 16-16z',
    shine: 'M45 66h5v56h-5z',
  },
  {
    cap: 'M44 22l8-6h16l8 6v22H44z',
    neck: 'M52 44h16v12H52z',
    body: 'M34 56h52l12 80a6 6 0 0 1-6 6H28a6 6 0 0 1-6-6z',
    shine: 'M36 66h5l-6 60h-5z',
  },
];

/** A generated flacon tinted by the perfume's strongest accords; decorative only. */
export function PerfumeVisual({ perfume }: { perfume: Perfume }) {
  const id = useId();
  const [first, second, third] = visualColors(perfume);
  const shape = silhouettes[bottleShape(perfume.id)] ?? silhouettes[0];
  if (!shape) return null;

  return (
    <svg className="perfume-visual" viewBox="0 0 120 150" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient
          id={`${id}-bg`}
          x1="0"
          y1="0"
          x2="120"
          y2="150"
          gradientUnits="userSpaceOnUse"
        >
          <stop offset="0" stopColor={first} stopOpacity="0.22" />
          <stop offset="1" stopColor={third} stopOpacity="0.32" />
        </linearGradient>
        <linearGradient id={`${id}-juice`} x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor={first} />
          <stop offset="0.55" stopColor={second} />
          <stop offset="1" stopColor={third} />
        </linearGradient>
      </defs>
      {/* The backdrop reaches far past the viewBox so any frame shape is filled edge to edge. */}
      <rect x="-1000" y="-1000" width="2120" height="2150" fill="#fbf7f2" />
      <rect x="-1000" y="-1000" width="2120" height="2150" fill={`url(#${id}-bg)`} />
      <ellipse cx="60" cy="143" rx="40" ry="4" fill="#2b211c" opacity="0.08" />
      <path d={shape.neck} fill="#d8cfc5" />
      <path d={shape.body} fill={`url(#${id}-juice)`} stroke="#2b211c" strokeOpacity="0.18" />
      <path d={shape.shine} fill="#ffffff" opacity="0.35" />
      <path d={shape.cap} fill="#3b2f29" />
    </svg>
  );
}
