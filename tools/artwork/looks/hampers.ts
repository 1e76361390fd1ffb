/** How each hamper looks, keyed by image base. */
import type { Surface } from '../backgrounds';
import type { HamperLook } from '../hamper';
import type { ToppingKind } from '../toppings';

export interface HamperPicture {
  look: HamperLook;
  surface: Surface;
  scatter?: ToppingKind[];
}

export const HAMPER_PICTURES: Record<string, HamperPicture> = {
  'hamper-christmas-plum-cake': {
    surface: 'walnut',
    scatter: ['holly', 'anise', 'cinnamon'],
    look: {
      container: 'basket',
      color: '#c8924f',
      ribbon: '#b3192e',
      filler: '#e9d6b0',
      items: [
        { kind: 'pine', x: -0.95, row: 'back', rotate: -20, scale: 1.2 },
        { kind: 'jar', x: -0.45, row: 'back', color: '#e8821c' },
        { kind: 'cookies', x: 0.2, row: 'back', color: '#b8743a' },
        { kind: 'cane', x: 0.75, row: 'back', rotate: 10 },
        { kind: 'cane', x: 0.9, row: 'back', rotate: 22 },
        { kind: 'loaf', x: -0.15, row: 'front', color: '#5a2a12', scale: 1.2 },
        { kind: 'tin', x: 0.6, row: 'front', color: '#2f5a3a', scale: 0.9 },
      ],
    },
  },
  'hamper-morning-ritual': {
    surface: 'linen',
    scatter: ['bean', 'bean', 'bean'],
    look: {
      container: 'box',
      color: '#c9a06a',
      ribbon: '#5a3521',
      filler: '#e6d2ac',
      items: [
        { kind: 'press', x: -0.6, row: 'back', scale: 1.05 },
        { kind: 'pouch', x: 0.05, row: 'back', color: '#8a5a34', scale: 1.1 },
        { kind: 'biscotti', x: 0.65, row: 'back' },
        { kind: 'mug', x: -0.2, row: 'front', color: '#4f6b3f' },
        { kind: 'cookies', x: 0.45, row: 'front', color: '#c48a4a', scale: 0.9 },
      ],
    },
  },
  'hamper-tea-time-treats': {
    surface: 'oak',
    scatter: ['strawberry', 'mint'],
    look: {
      container: 'basket',
      color: '#d3a465',
      ribbon: '#d9889a',
      filler: '#f3e6cf',
      items: [
        { kind: 'tin', x: -0.55, row: 'back', color: '#3f6f7a' },
        { kind: 'jar', x: 0.05, row: 'back', color: '#b3192e' },
        { kind: 'loaf', x: 0.6, row: 'back', color: '#c98a3d' },
        { kind: 'cookies', x: -0.2, row: 'front', color: '#e0b06a', scale: 0.95 },
        { kind: 'card', x: 0.45, row: 'front', color: '#d9889a', rotate: 8 },
      ],
    },
  },
  'hamper-chocolate-lovers-crate': {
    surface: 'marble',
    scatter: ['truffle', 'truffle', 'shard'],
    look: {
      container: 'crate',
      color: '#b07a48',
      ribbon: '#c8873a',
      filler: '#d8c09a',
      items: [
        { kind: 'jar', x: -0.7, row: 'back', color: '#4a2616' },
        { kind: 'brownies', x: -0.1, row: 'back', color: '#4a2414', scale: 1.2 },
        { kind: 'jar', x: 0.55, row: 'back', color: '#c27a2c' },
        { kind: 'truffles', x: -0.3, row: 'front', color: '#7a1f2e', scale: 1.1 },
        { kind: 'cookies', x: 0.55, row: 'front', color: '#b8743a', scale: 0.9 },
      ],
    },
  },
  'hamper-festive-mithai-box': {
    surface: 'teak',
    scatter: ['petal', 'petal', 'pistachio'],
    look: {
      container: 'box',
      color: '#1f6b6b',
      ribbon: '#e0b040',
      filler: '#f0c4cf',
      items: [
        { kind: 'marigold', x: -0.9, row: 'back', scale: 1.3 },
        { kind: 'minicake', x: -0.3, row: 'back', color: '#f6e3b0', scale: 1.3 },
        { kind: 'biscotti', x: 0.35, row: 'back' },
        { kind: 'marigold', x: 0.85, row: 'back', scale: 1.2 },
        { kind: 'truffles', x: -0.1, row: 'front', color: '#c2304f' },
        { kind: 'diya', x: 0.55, row: 'front', scale: 1.1 },
      ],
    },
  },
  'hamper-brew-at-home-kit': {
    surface: 'oak',
    scatter: ['bean', 'bean'],
    look: {
      container: 'box',
      color: '#d2ad78',
      ribbon: '#4f6b3f',
      filler: '#ead8b6',
      items: [
        { kind: 'dripper', x: -0.55, row: 'back', color: '#f4efe7', scale: 1.05 },
        { kind: 'pouch', x: 0.1, row: 'back', color: '#5a3521' },
        { kind: 'pouch', x: 0.62, row: 'back', color: '#9a5b1e', scale: 0.95 },
        { kind: 'cookies', x: -0.05, row: 'front', color: '#e6c38a', scale: 0.85 },
        { kind: 'card', x: 0.5, row: 'front', color: '#4f6b3f', rotate: -6 },
      ],
    },
  },
  'hamper-grand-celebration': {
    surface: 'walnut',
    scatter: ['macaron', 'sprinkles', 'macaron'],
    look: {
      container: 'basket',
      color: '#c08848',
      ribbon: '#c8873a',
      filler: '#f2e6d0',
      items: [
        { kind: 'bottle', x: -0.75, row: 'back', color: '#3f6b32', scale: 1.1 },
        { kind: 'macarons', x: -0.25, row: 'back', scale: 1.1 },
        { kind: 'minicake', x: 0.3, row: 'back', color: '#4a2616', scale: 1.35 },
        { kind: 'candle', x: 0.85, row: 'back', color: '#f4e6d6' },
        { kind: 'cookies', x: -0.35, row: 'front', color: '#c48a4a', scale: 0.9 },
        { kind: 'truffles', x: 0.4, row: 'front', color: '#2b1a12', scale: 0.95 },
      ],
    },
  },
};
