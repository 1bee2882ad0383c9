// Photo mode as a user sees it: the upload buttons, the detected bottles and the add button.
import { expect, type Locator, type Page } from '@playwright/test';

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

export class PhotoMode {
  readonly chooseButton: Locator;
  readonly addButton: Locator;
  readonly error: Locator;
  /** Photos kept on the device until the recognition can be reached. */
  readonly queuedPhotos: Locator;
  readonly queuedOfflineNotice: Locator;
  readonly queuedResultNotice: Locator;
  /** What the browser says about a photo before it is sent (too small, too dark). */
  readonly hints: Locator;

  constructor(readonly page: Page) {
    this.chooseButton = page.getByRole('button', { name: 'Foto auswählen' });
    this.addButton = page.getByRole('button', { name: 'Zur Auswahl hinzufügen' });
    this.error = page.getByRole('alert');
    this.queuedPhotos = page.getByRole('region', { name: /gespeicherte(s)? Fotos?/i });
    this.queuedOfflineNotice = page.getByText(
      'Keine Verbindung – das Foto ist gespeichert und wird analysiert, sobald du wieder online bist.',
    );
    this.queuedResultNotice = page.getByText('Dein gespeichertes Foto wurde analysiert.');
    this.hints = page.getByRole('region', { name: 'Bevor du das Foto sendest' });
  }

  /** Sends a photo the hints held back, as a visitor who wants it analysed anyway. */
  async analyseAnyway(): Promise<void> {
    await this.hints.getByRole('button', { name: 'Trotzdem analysieren' }).click();
    await expect(this.hints).toBeHidden();
  }

  /** The thumbnail of the n-th queued photo (1-based, oldest first). */
  queuedPhoto(position: number): Locator {
    return this.queuedPhotos.getByRole('img', { name: `Gespeichertes Foto ${position}` });
  }

  discardQueuedPhoto(position: number): Promise<void> {
    return this.queuedPhotos
      .getByRole('button', { name: `Gespeichertes Foto ${position} verwerfen` })
      .click();
  }

  /** The camera button inside the search field opens the photo path. */
  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Mit Foto suchen' }).click();
    await expect(this.chooseButton).toBeVisible();
  }

  /** Opens the file chooser with the visible button, as a visitor would. */
  async upload(file: UploadFile): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.chooseButton.click();
    await (await chooser).setFiles(file);
  }

  detection(label: string): Locator {
    return this.page.getByRole('group', { name: `Erkannt: ${label}` });
  }

  /** A PNG with label text in big dark capitals on a light background, drawn by the browser. */
  labelPhoto(lines: readonly string[]): Promise<UploadFile> {
    return this.drawnPhoto({ labels: [{ x: 600, lines }] });
  }

  /**
   * A PNG drawn by the browser: labels of capitals (each a column of lines centred on x),
   * 1200 × 700 on light paper unless told otherwise; `blurPx` softens the print as a shaken
   * photo would.
   */
  async drawnPhoto(photo: {
    labels: readonly { x: number; lines: readonly string[] }[];
    width?: number;
    height?: number;
    paper?: string;
    ink?: string;
    blurPx?: number;
  }): Promise<UploadFile> {
    const bytes = await this.page.evaluate(
      async ({
        labels,
        width = 1200,
        height = 700,
        paper = '#f3efe4',
        ink = '#1b1b1b',
        blurPx = 0,
      }) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.fillStyle = paper;
        context.fillRect(0, 0, width, height);
        if (blurPx > 0) context.filter = `blur(${blurPx}px)`;
        context.fillStyle = ink;
        context.textAlign = 'center';
        const room = Math.min(1120, width / labels.length - 80);
        const size = Math.round((150 * height) / 700);
        for (const label of labels) {
          label.lines.forEach((line, index) => {
            // Capitals of a fixed size, smaller only for a line that would not fit its column.
            context.font = `bold ${size}px sans-serif`;
            const measured = context.measureText(line).width;
            if (measured > room)
              context.font = `bold ${Math.floor((size * room) / measured)}px sans-serif`;
            context.fillText(line, label.x, Math.round(((280 + index * 200) * height) / 700));
          });
        }
        const blob = await new Promise<Blob | null>((resolve) =>
          canvas.toBlob(resolve, 'image/png'),
        );
        if (!blob) throw new Error('canvas.toBlob failed');
        return [...new Uint8Array(await blob.arrayBuffer())];
      },
      photo,
    );
    return { name: 'regal.png', mimeType: 'image/png', buffer: Buffer.from(bytes) };
  }
}
