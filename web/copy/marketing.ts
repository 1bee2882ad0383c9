// German texts of the marketing page /parfum-empfehlungen (spec 001 §6), loaded with that page.

export const marketingCopy = {
  heading: 'Persönliche Parfüm-Empfehlungen',
  documentTitle: 'Parfüm-Empfehlungen nach deinem Geschmack – Duftkompass',
  description:
    'Finde Parfüms, die wirklich zu dir passen: Lieblingsdüfte angeben, Ungeliebtes ausschließen und passende Empfehlungen für Alltag, Anlass oder Geschenk erhalten – kostenlos.',
  subtitle: 'In drei Schritten vom Lieblingsduft zu neuen Entdeckungen',
  stepsTitle: 'So funktioniert’s',
  benefitsTitle: 'Deine Vorteile',
  tipLabel: 'Tipp',
  tipLead: 'Tipp:',
  tipText:
    'Kombiniere die Empfehlungen mit der Foto-Analyse – ein Foto deines Parfümregals erspart dir das Eintippen jedes einzelnen Flakons.',
  start: 'Jetzt starten',
  steps: [
    {
      title: 'Sag uns, was du magst',
      text: 'Such deine Lieblingsdüfte im Katalog mit rund 84.000 Parfüms oder fotografiere dein Regal.',
    },
    {
      title: 'Sag uns, was du nicht magst',
      text: 'Setz Düfte, die du nicht riechen kannst, auf die Blacklist und nenne Noten, die du nicht magst – etwa Oud oder Patchouli. Solche Düfte tauchen nie in deinen Empfehlungen auf.',
    },
    {
      title: 'Erhalte präzise Vorschläge',
      text: 'Passende Düfte für jeden Tag, besondere Anlässe oder als Geschenk – abgeleitet aus deiner Duft-DNA.',
    },
  ],

  benefits: [
    {
      title: 'Ganz persönlich',
      text: 'Empfehlungen aus deinen Düften, nicht aus Bestsellerlisten.',
    },
    {
      title: 'Profile für andere',
      text: 'Eigene Sammlungen für Partnerin, Partner oder Freunde – ideal für Geschenke.',
    },
    {
      title: 'Immer aktuell',
      text: 'Ergänze deine Sammlung jederzeit und lass sie neu analysieren – deine Vorschläge wachsen mit.',
    },
    {
      title: 'Schneller zum Lieblingsduft',
      text: 'Weniger Fehlkäufe und Proben: Du siehst, was deine Düfte verbindet.',
    },
  ],
} as const;
