import type { SectionNavigation } from '@site/shared';
export const navigation: SectionNavigation = { name: 'products', items: [] };
