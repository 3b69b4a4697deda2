import { useSearchParams } from '@site/router';
import {
  categoryParameter,
  isCncCategory,
  type CncCategoryId,
} from '../../../content/cnc-laser/categories';

/** The category chosen in `?category=`; an unknown value counts as none, so all cards show. */
export function useCategoryFilter() {
  const [params, setParams] = useSearchParams();
  const value = params.get(categoryParameter);
  const selected: CncCategoryId | null = isCncCategory(value) ? value : null;

  const select = (category: CncCategoryId | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (category) next.set(categoryParameter, category);
        else next.delete(categoryParameter);
        return next;
      },
      { preventScrollReset: true },
    );

  return { selected, select };
}
