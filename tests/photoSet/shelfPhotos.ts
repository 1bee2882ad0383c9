// Draws a shelf scene (shelfScenes.ts) as a JPEG: a wall and glass shelves, bottles with
// paper labels or print on tinted glass, dark boxes with gold or silver print, light boxes,
// boxes lying on their side, shelf tags with brand, name and price; then the photo's
// faults: a tilted phone, dim light with noise, glare, shake blur, small labels.
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { random, type Scene, type SceneObject } from './shelfScenes';

const FONTS = [
  'Liberation Sans',
  'DejaVu Serif',
  'Liberation Serif',
  'DejaVu Sans',
  'Liberation Sans Narrow',
];
const CONCENTRATIONS = ['EAU DE PARFUM', 'EAU DE TOILETTE', 'PARFUM', 'EDP 100 ml', 'EDT 50 ml'];

export function renderShelfPhoto(scene: Scene): Buffer {
  const next = random(scene.seed);
  const { width, height } = scene;
  const photo = createCanvas(width, height);
  const context = photo.getContext('2d');
  // Draw the scene larger than the photo and turn it, so a tilted phone leaves no corners.
  context.save();
  context.translate(width / 2, height / 2);
  context.rotate((scene.tilt * Math.PI) / 180);
  const zoom = 1 + 1.2 * Math.abs(Math.sin((scene.tilt * Math.PI) / 180));
  context.scale(zoom, zoom);
  context.translate(-width / 2, -height / 2);
  drawShelf(context, scene, next, (width * (zoom - 1)) / (2 * zoom) + width * 0.02);
  context.restore();
  applyLight(photo, scene, next);
  if (scene.blurPx > 0) {
    const blurred = createCanvas(width, height);
    const blurContext = blurred.getContext('2d');
    blurContext.filter = `blur(${(scene.blurPx * width) / 2000}px)`;
    blurContext.drawImage(photo, 0, 0);
    return blurred.toBuffer('image/jpeg', 85);
  }
  return photo.toBuffer('image/jpeg', 85);
}

/** `margin`: the strip on each side that the tilt turns out of the photo. */
function drawShelf(context: SKRSContext2D, scene: Scene, next: () => number, margin: number): void {
  const { width, height } = scene;
  const wall = context.createLinearGradient(0, 0, 0, height);
  const tone = 180 + Math.floor(next() * 60);
  wall.addColorStop(0, `rgb(${tone},${tone - 8},${tone - 20})`);
  wall.addColorStop(1, `rgb(${tone - 60},${tone - 66},${tone - 76})`);
  context.fillStyle = wall;
  context.fillRect(0, 0, width, height);
  const shelfY = height * (0.78 + next() * 0.06);
  // Glass shelf with its front edge where the tags hang.
  context.fillStyle = 'rgba(220,235,240,0.55)';
  context.fillRect(0, shelfY, width, height * 0.025);
  context.fillStyle = 'rgba(90,110,120,0.8)';
  context.fillRect(0, shelfY + height * 0.025, width, height * 0.05);
  const slot = (width - 2 * margin) / scene.objects.length;
  scene.objects.forEach((object, k) => {
    const centre = margin + slot * (k + 0.5) + (next() - 0.5) * slot * 0.1;
    const objectWidth = slot * (0.55 + next() * 0.2);
    const objectHeight = Math.min(height * 0.62, objectWidth * (1.3 + next() * 0.6));
    drawObject(context, object, centre, shelfY, objectWidth, objectHeight, scene, next);
    if (object.tag) drawTag(context, object, centre, shelfY + height * 0.03, slot, height, next);
  });
}

function drawObject(
  context: SKRSContext2D,
  object: SceneObject,
  centre: number,
  base: number,
  width: number,
  height: number,
  scene: Scene,
  next: () => number,
): void {
  const left = centre - width / 2;
  const top = base - height;
  const font = FONTS[Math.floor(next() * FONTS.length)]!;
  const concentration = CONCENTRATIONS[Math.floor(next() * CONCENTRATIONS.length)]!;
  let ink = '#151515';
  let brandInk = '#151515';
  if (object.look === 'dark-box') {
    context.fillStyle = ['#141414', '#1c1a2b', '#0e2233', '#2a0f14'][Math.floor(next() * 4)]!;
    context.fillRect(left, top, width, height);
    const gold = next() < 0.5;
    const metal = context.createLinearGradient(left, top, left + width, top + height);
    metal.addColorStop(0, gold ? '#f4d58d' : '#f2f2f2');
    metal.addColorStop(0.5, gold ? '#a67c2e' : '#8c8c8c');
    metal.addColorStop(1, gold ? '#e9c46a' : '#d9d9d9');
    ink = brandInk = '';
    context.fillStyle = metal;
  } else if (object.look === 'light-box') {
    context.fillStyle = ['#f4efe6', '#e8eef2', '#f6e3e8', '#ffffff'][Math.floor(next() * 4)]!;
    context.fillRect(left, top, width, height);
    context.strokeStyle = 'rgba(0,0,0,0.25)';
    context.lineWidth = width * 0.01;
    context.strokeRect(left, top, width, height);
    brandInk = next() < 0.5 ? '#7a1020' : '#151515';
  } else {
    // A bottle: cap, shoulders, glass body tinted and lit from one side.
    const capWidth = width * (0.25 + next() * 0.2);
    context.fillStyle = next() < 0.5 ? '#222' : '#b8953a';
    context.fillRect(centre - capWidth / 2, top - height * 0.16, capWidth, height * 0.16);
    const glass = context.createLinearGradient(left, 0, left + width, 0);
    const hue = Math.floor(next() * 360);
    glass.addColorStop(0, `hsla(${hue},35%,40%,0.95)`);
    glass.addColorStop(0.3, `hsla(${hue},30%,75%,0.9)`);
    glass.addColorStop(1, `hsla(${hue},35%,30%,0.95)`);
    context.fillStyle = glass;
    context.beginPath();
    context.roundRect(left, top, width, height, width * 0.12);
    context.fill();
    if (object.look === 'labelled') {
      context.fillStyle = ['#f7f3ea', '#ffffff', '#efe4cf'][Math.floor(next() * 3)]!;
      context.fillRect(left + width * 0.1, top + height * 0.25, width * 0.8, height * 0.45);
    } else {
      ink = brandInk = '#f8f8f8';
    }
  }
  const printed = object.turns % 2 === 1;
  const areaWidth = (printed ? height : width) * 0.78;
  const scale = scene.tinyLabels ? 0.3 : 1;
  context.save();
  context.translate(centre, top + height * 0.47);
  context.rotate((object.turns * Math.PI) / 2);
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const metal = context.fillStyle;
  const brandSize = fitted(
    context,
    object.item.brand,
    `bold`,
    font,
    areaWidth,
    areaWidth * 0.13 * scale,
  );
  context.fillStyle = brandInk || metal;
  context.fillText(object.item.brand, 0, -brandSize * 1.4);
  const nameSize = fitted(context, object.item.name, '', font, areaWidth, areaWidth * 0.17 * scale);
  context.fillStyle = ink || metal;
  context.fillText(object.item.name, 0, nameSize * 0.4);
  fitted(context, concentration, '', font, areaWidth * 0.6, areaWidth * 0.06 * scale);
  context.fillText(concentration, 0, nameSize * 0.4 + nameSize * 1.2);
  context.restore();
}

/** Sets the font to fit `text` into `width` and returns its size. */
function fitted(
  context: SKRSContext2D,
  text: string,
  weight: string,
  font: string,
  width: number,
  size: number,
): number {
  context.font = `${weight} ${size}px "${font}"`;
  const measured = context.measureText(text).width;
  const fit = measured > width ? (size * width) / measured : size;
  context.font = `${weight} ${fit}px "${font}"`;
  return fit;
}

function drawTag(
  context: SKRSContext2D,
  object: SceneObject,
  centre: number,
  top: number,
  slot: number,
  height: number,
  next: () => number,
): void {
  const tagWidth = slot * 0.7;
  const tagHeight = height * 0.055;
  context.fillStyle = next() < 0.7 ? '#fbfbf7' : '#fff3b0';
  context.fillRect(centre - tagWidth / 2, top, tagWidth, tagHeight);
  context.fillStyle = '#111';
  context.textAlign = 'left';
  context.textBaseline = 'top';
  const line = `${object.item.brand} ${object.item.name}`;
  fitted(context, line, 'bold', 'Liberation Sans Narrow', tagWidth * 0.92, tagHeight * 0.32);
  context.fillText(line, centre - tagWidth * 0.46, top + tagHeight * 0.08);
  const price = `${(39 + Math.floor(next() * 160)).toString()},${next() < 0.5 ? '95' : '00'} €`;
  context.font = `bold ${tagHeight * 0.4}px "Liberation Sans"`;
  context.textAlign = 'right';
  context.fillText(price, centre + tagWidth * 0.46, top + tagHeight * 0.5);
  context.textAlign = 'left';
  context.font = `${tagHeight * 0.22}px "Liberation Sans"`;
  context.fillText('100 ml · 1 l = 899,50 €', centre - tagWidth * 0.46, top + tagHeight * 0.62);
}

function applyLight(photo: Canvas, scene: Scene, next: () => number): void {
  const context = photo.getContext('2d');
  const { width, height } = scene;
  if (scene.light === 'dim') {
    context.fillStyle = 'rgba(10,8,20,0.62)';
    context.fillRect(0, 0, width, height);
    // Sensor noise of a dark photo.
    for (let i = 0; i < 6000; i++) {
      const shade = Math.floor(next() * 90);
      context.fillStyle = `rgba(${shade},${shade},${shade},0.35)`;
      context.fillRect(next() * width, next() * height, width / 800, width / 800);
    }
  } else if (scene.light === 'glare') {
    for (let i = 0; i < 2; i++) {
      const x = next() * width;
      const y = height * (0.3 + next() * 0.4);
      const radius = width * (0.06 + next() * 0.08);
      const glare = context.createRadialGradient(x, y, 0, x, y, radius);
      glare.addColorStop(0, 'rgba(255,255,255,0.92)');
      glare.addColorStop(1, 'rgba(255,255,255,0)');
      context.fillStyle = glare;
      context.fillRect(x - radius, y - radius, radius * 2, radius * 2);
    }
  }
}
