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
import { cutParts } from './machines/cutParts.js';
import { laserHeads } from './machines/laserHeads.js';
import { laserMachines } from './machines/laserMachines.js';
import { laserViews } from './machines/laserViews.js';
import { lineMachines } from './machines/lineMachines.js';
import { machineDetails } from './machines/machineDetails.js';
import { tubeMachines } from './machines/tubeMachines.js';
import { tubeViews } from './machines/tubeViews.js';
import { utility } from './machines/utility.js';
import { weldViews } from './machines/weldViews.js';
import { weldingSets } from './machines/weldingSets.js';
import { workshopMachines } from './machines/workshopMachines.js';
import { concreteScenes } from './scenes/concrete.js';
import { facadeScenes } from './scenes/facades.js';
import { frameScenes } from './scenes/framesScenes.js';
import { infrastructureScenes } from './scenes/infrastructure.js';
import { towerScenes } from './scenes/towers.js';
import { worksScenes } from './scenes/worksScenes.js';
import { workshopScenes } from './scenes/workshopScenes.js';

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
