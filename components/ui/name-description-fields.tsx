import { Field } from './field';
import { Input } from './input';
import { Textarea } from './textarea';

type Props = {
  name: string;
  description: string;
  onName: (name: string) => void;
  onDescription: (description: string) => void;
  errors: { name?: string[]; description?: string[] };
};

/** The required name (100 characters, focused first) and the optional description (2000) of a team or workspace form. */
export function NameDescriptionFields({ name, description, onName, onDescription, errors }: Props) {
  return (
    <>
      <Field label="Name" errors={errors.name} required>
        <Input name="name" value={name} maxLength={100} onChange={(e) => onName(e.target.value)} data-autofocus />
      </Field>
      <Field label="Description" errors={errors.description}>
        <Textarea name="description" value={description} maxLength={2000} onChange={(e) => onDescription(e.target.value)} />
      </Field>
    </>
  );
}
