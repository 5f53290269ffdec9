import { Field } from '@/components/ui/field';
import type { FieldProps } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { NamedRef } from '@/lib/contract/content-common';

type Props = {
  workspaces: readonly NamedRef[];
  value: string;
  errors: FieldProps['errors'];
  onChange: (workspaceId: string) => void;
  /** The select's form name, when the form names its fields. */
  name?: string;
  autoFocus?: boolean;
};

/** The required "Workspace" choice of a content form (a new meeting or task, a meeting's copy). */
export function WorkspaceField({ workspaces, value, errors, onChange, name, autoFocus }: Props) {
  return (
    <Field label="Workspace" required errors={errors}>
      <Select
        name={name}
        value={value}
        placeholder="Choose a workspace"
        options={workspaces.map((w) => ({ value: String(w.id), label: w.name }))}
        onChange={(e) => onChange(e.target.value)}
        data-autofocus={autoFocus || undefined}
      />
    </Field>
  );
}
