// @ts-check
/**
 * Deterministic placeholder artwork: no photographs exist for this project, so every image slot
 * gets an SVG drawn from its name and motif. The same name always gives the same picture. The
 * company replaces the files later (docs/content.md: "Content to replace before launch").
 *
 * artwork/draw: the drawing kit (views, palette, backgrounds, people, effects);
 * artwork/machines: the machines the company sells and their close-ups;
 * artwork/scenes: steel work on site and in the workshop.
 */
import { seedFrom } from './draw/random.js';
import { cutParts } from './machines/cut-parts.js';
import { laserHeads } from './machines/laser-heads.js';
import { laserMachines } from './machines/laser-machines.js';
import { laserViews } from './machines/laser-views.js';
import { lineMachines } from './machines/line-machines.js';
import { machineDetails } from './machines/machine-details.js';
import { tubeMachines } from './machines/tube-machines.js';
import { tubeViews } from './machines/tube-views.js';
import { utility } from './machines/utility.js';
import { weldViews } from './machines/weld-views.js';
import { weldingSets } from './machines/welding-sets.js';
import { workshopMachines } from './machines/workshop-machines.js';
import { concreteScenes } from './scenes/concrete.js';
import { facadeScenes } from './scenes/facades.js';
import { frameScenes } from './scenes/frames-scenes.js';
import { infrastructureScenes } from './scenes/infrastructure.js';
import { towerScenes } from './scenes/towers.js';
import { worksScenes } from './scenes/works-scenes.js';
import { workshopScenes } from './scenes/workshop-scenes.js';

export { renderLogo } from './logo.js';

const motifs = {
  ...laserMachines,
  ...tubeMachines,
  ...lineMachines,
  ...laserHeads,
  ...laserViews,
  ...tubeViews,
  ...cutParts,
  ...workshopMachines,
  ...machineDetails,
  ...weldingSets,
  ...weldViews,
  ...utility,
  ...frameScenes,
  ...worksScenes,
  ...infrastructureScenes,
  ...towerScenes,
  ...facadeScenes,
  ...workshopScenes,
  ...concreteScenes,
};

/** @typedef {keyof typeof motifs} Motif what a picture shows: a machine, a view of it, a scene */
/** @typedef {import('./draw/random.js').Time} Time */

/** Every motif the generator draws. */
export const motifNames = /** @type {Motif[]} */ (Object.keys(motifs));

/**
 * @param {{ name: string; motif: Motif; time?: Time }} slot `name` seeds the picture; `time`
 *   sets the light of an outdoor scene (otherwise it comes from the name too)
 * @returns {string} a complete SVG document, 1200 × 900
 */
export function renderArtwork({ name, motif, time }) {
  const draw = motifs[motif];
  if (!draw) throw new Error(`No motif "${motif}" for ${name}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900">${draw(seedFrom(name, time))}</svg>\n`;
}
