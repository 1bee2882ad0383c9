// German texts of the start page. Its hero is prerendered into index.html and painted first,
// so this module stays small and imports nothing (tests/e2e/budget.spec.ts).

export const homeCopy = {
  title: 'Finde Düfte, die wirklich zu dir passen.',
  lead: 'Sag uns, welche Parfüms du liebst – Duftkompass zeigt dir, was sie verbindet und wohin deine Nase als Nächstes reisen kann.',
  valuePoints: [
    { title: 'Rund 84.000 Düfte', text: 'Durchsuche einen großen Katalog nach Name oder Marke.' },
    {
      title: 'Deine Duft-DNA',
      text: 'Aus deinen Lieblingsdüften entsteht dein persönliches Duftprofil.',
    },
    {
      title: 'Passende Empfehlungen',
      text: 'Entdecke neue Düfte – inklusive Nischendüften abseits des Mainstreams.',
    },
  ],
  loading: 'Wird geladen …',
  photoTitle: 'Mit Foto suchen',
  photoClose: 'Foto schließen',
} as const;
