/**
 * The 51 photos of the projects page (projects/project-01.svg ... project-51.svg). Photo n is in
 * category (n - 1) % 4 and belongs to that category's projects in turn, as in
 * src/pages/projects/content.ts; the motifs follow the project so the pictures fit the captions.
 */
const motifsByCategory = [
  // industrial: production hall, laser cutting line
  [
    ['structure', 'welding', 'building'],
    ['laser', 'machine', 'sheet'],
  ],
  // construction: business centre facade, logistics warehouse
  [
    ['facade', 'building'],
    ['building', 'structure', 'concrete'],
  ],
  // energy: lattice tower, solar plant structures
  [
    ['tower', 'landscape'],
    ['landscape', 'sheet', 'structure'],
  ],
  // infrastructure: footbridge, bus terminal canopies
  [
    ['structure', 'concrete', 'landscape'],
    ['structure', 'building', 'landscape'],
  ],
];

export const projectPhotoCount = 51;

export const projectSlots = Array.from({ length: projectPhotoCount }, (_, index) => {
  const category = index % motifsByCategory.length;
  const round = Math.floor(index / motifsByCategory.length);
  const projects = motifsByCategory[category];
  const motifs = projects[round % projects.length];
  const motif = motifs[Math.floor(round / projects.length) % motifs.length];
  return { file: `projects/project-${String(index + 1).padStart(2, '0')}.svg`, motif };
});
