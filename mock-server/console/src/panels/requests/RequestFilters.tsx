import { Button, Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { type RequestFilter, statusChoices } from '../../filters';

interface RequestFiltersProps {
  filter: RequestFilter;
  onFilter: (filter: RequestFilter) => void;
  /** Offer "Contract violations only" (proxy mode, or a journal with forwarded requests). */
  showContract: boolean;
  onClear: () => void;
}

/** The journal's filters (path, status, contract violations), Clear journal and Download HAR. */
export function RequestFilters({ filter, onFilter, showContract, onClear }: RequestFiltersProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Path contains"
        placeholder="/api/auth/"
        value={filter.path}
        onChange={(event) => onFilter({ ...filter, path: event.currentTarget.value })}
      />
      <NativeSelect
        label="Status"
        value={filter.status}
        onChange={(event) => onFilter({ ...filter, status: event.currentTarget.value })}
        data={[{ value: '', label: 'Any status' }, ...statusChoices]}
      />
      {showContract || filter.violations ? (
        <Checkbox
          label="Contract violations only"
          className="console-filter-check"
          checked={filter.violations}
          onChange={(event) => onFilter({ ...filter, violations: event.currentTarget.checked })}
        />
      ) : null}
      <Button variant="default" onClick={onClear}>
        Clear journal
      </Button>
      <Button component="a" variant="subtle" href="/__mock/requests.har" download>
        Download HAR
      </Button>
    </Group>
  );
}
