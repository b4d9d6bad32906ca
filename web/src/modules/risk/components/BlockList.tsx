import { useMutation, useQuery } from '@apollo/client/react';
import { blockValueError, isRiskBlockKind, RISK_BLOCK_KIND_LABELS, RISK_BLOCK_KINDS } from '@pg/domain';
import { Alert, Button, DataTable, type DataTableColumn, SelectField, TextField, useToast } from '@pg/ui-kit';
import { useMemo, useState } from 'react';
import styled from 'styled-components';

import { serverFieldErrors } from '../../app/apollo/serverFieldErrors';
import { ADD_RISK_BLOCK, REMOVE_RISK_BLOCK, RISK_BLOCKS, type RiskBlockRow } from '../graphql/risk';

export const BLOCK_ADDED_MESSAGE = 'Added to the block list';
export const BLOCK_REMOVED_MESSAGE = 'Removed from the block list';
export const BLOCKS_LOAD_ERROR = 'The block list could not be loaded.';

// A note is free text up to 255 characters, often one unbroken run: it wraps anywhere rather
// than widening the table (values and codes keep their own no-break rule).
const FreeText = styled.span`
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
  align-items: end;
`;

const kindLabel = (kind: string) => (isRiskBlockKind(kind) ? RISK_BLOCK_KIND_LABELS[kind] : kind);

/** PG Admin's block lists (issue 41): a payment matching an entry is declined before any processor is called. */
export function BlockList() {
  const toast = useToast();
  const blocks = useQuery(RISK_BLOCKS);
  const [add, adding] = useMutation(ADD_RISK_BLOCK);
  const [remove] = useMutation(REMOVE_RISK_BLOCK);
  const [kind, setKind] = useState<string>('email');
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const onAdd = () => {
    const problem = isRiskBlockKind(kind) ? blockValueError(kind, value) : undefined;
    setErrors({ value: problem });
    if (problem) return;
    void add({ variables: { kind, value, note: note.trim() || null } }).then(
      () => {
        toast.success(BLOCK_ADDED_MESSAGE);
        setValue('');
        setNote('');
        void blocks.refetch();
      },
      (error: unknown) => setErrors(serverFieldErrors(error)),
    );
  };

  const columns = useMemo<DataTableColumn<RiskBlockRow>[]>(
    () => [
      { key: 'kind', label: 'Kind', render: (b) => kindLabel(b.kind) },
      { key: 'value', label: 'Value' },
      { key: 'note', label: 'Note', render: (b) => <FreeText>{b.note ?? ''}</FreeText> },
      {
        key: 'remove',
        label: 'Actions',
        hideLabel: true,
        align: 'right',
        render: (b) => (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${b.value} from the block list`}
            onClick={() =>
              void remove({ variables: { id: b.id } }).then(() => {
                toast.success(BLOCK_REMOVED_MESSAGE);
                void blocks.refetch();
              })
            }
          >
            Remove
          </Button>
        ),
      },
    ],
    [remove, toast, blocks],
  );

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Form
        aria-label="Add to the block list"
        onSubmit={(e) => {
          e.preventDefault();
          onAdd();
        }}
      >
        <SelectField
          label="Block by"
          name="block-kind"
          options={RISK_BLOCK_KINDS.map((k) => ({ value: k, label: RISK_BLOCK_KIND_LABELS[k] }))}
          value={kind}
          onChange={setKind}
          error={errors.kind}
        />
        <TextField label="Value" name="block-value" value={value} onChange={(e) => setValue(e.target.value)} error={errors.value} />
        <TextField label="Note (optional)" name="block-note" value={note} onChange={(e) => setNote(e.target.value)} error={errors.note} />
        <Button type="submit" loading={adding.loading}>
          Add to block list
        </Button>
      </Form>
      {blocks.error ? (
        <Alert tone="danger" title={BLOCKS_LOAD_ERROR} />
      ) : (
        <DataTable
          caption="Block list"
          columns={columns}
          rows={blocks.data?.riskBlocks ?? []}
          getRowId={(b) => b.id}
          loading={blocks.loading}
          emptyText="Nothing is blocked"
        />
      )}
    </div>
  );
}
