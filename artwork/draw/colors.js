// @ts-check

/** The site's palette (shared/src/styles/base.css) with a few working shades. */
export const colors = {
  ink: '#0b1526',
  navy: '#13223b',
  navyLight: '#26395a',
  steelDark: '#3d4b5f',
  steel: '#8594a8',
  steelLight: '#cfd8e3',
  pale: '#e8edf3',
  white: '#f7f9fc',
  blue: '#2c4a72',
  blueLight: '#4f79a8',
  accent: '#f26b1d',
  accentDark: '#c2410c',
  accentLight: '#fb9a5b',
  glow: '#ffd08a',
  hot: '#fff4dc',
  star: '#e8a317',
  glass: '#9cc0dd',
  galv: '#b6c1cc',
  concrete: '#a9acaa',
  plasma: '#bfe3ff',
};

/** @typedef {readonly [string, string, string]} Tone the front, top and side of a box */

/** @satisfies {Record<string, Tone>} */
export const tones = {
  white: ['#e3e9f0', '#f7f9fc', '#bfcad7'],
  blue: ['#2c4a72', '#42699a', '#1f3658'],
  navy: ['#13223b', '#2a3e60', '#0b1526'],
  steel: ['#8594a8', '#a9b6c6', '#68788e'],
  dark: ['#3d4b5f', '#56667c', '#2a3647'],
  orange: ['#f26b1d', '#f88f52', '#c2410c'],
  galv: ['#b6c1cc', '#d3dbe3', '#95a2b1'],
  concrete: ['#a9acaa', '#c6c8c6', '#8b908e'],
  glass: ['#9cc0dd', '#bfd7ea', '#7ea6c8'],
  sheet: ['#9aa8b8', '#c9d3de', '#7d8b9c'],
};
