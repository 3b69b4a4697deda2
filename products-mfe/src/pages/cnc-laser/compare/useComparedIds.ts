import { useNavigate, useSearchParams } from '@site/router';
import { compareParameter } from '../../../content/cnc-laser/ids';
import { readComparison } from './comparison';

/** `&show=differences`: only the rows where the machines differ. */
const showParameter = 'show';
const differences = 'differences';

/** Written by hand so the ids keep their commas (`?ids=a,b`), as a visitor would share them. */
export const comparisonSearch = (ids: readonly string[], onlyDifferences = false) =>
  `?${compareParameter}=${ids.join(',')}${onlyDifferences ? `&${showParameter}=${differences}` : ''}`;

/** The comparison the address asks for; every change is written back to the address. */
export function useComparedIds() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const request = readComparison(params.get(compareParameter));
  const onlyDifferences = params.get(showParameter) === differences;
  const machineIds = request.kind === 'machines' ? request.machines.map((m) => m.id) : [];

  return {
    request,
    onlyDifferences,
    /** A new history entry, so Back brings the machine back. */
    remove: (id: string) =>
      navigate(
        {
          search: comparisonSearch(
            machineIds.filter((other) => other !== id),
            onlyDifferences,
          ),
        },
        { preventScrollReset: true },
      ),
    showOnlyDifferences: (only: boolean) =>
      navigate(
        { search: comparisonSearch(machineIds, only) },
        { replace: true, preventScrollReset: true },
      ),
  };
}
