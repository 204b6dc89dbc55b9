import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField, SelectField, RadioGroupField } from '@/components/plain-form/fields';
import { PlainForm } from '@/components/plain-form/plain-form';
import { useSchemaForm } from '@/components/plain-form/use-schema-form';
import { ApiError } from '@/lib/api-client';

const Schema = z.object({
  name: z.string().trim().min(1, 'Please enter required field'),
  level: z.enum(['Beginner', 'Advanced'], { message: 'Choose a level.' }),
  side: z.enum(['w', 'b'], { message: 'Choose a side.' }),
});

function TestForm({
  loadSchema,
  onValid,
  serverError,
}: {
  loadSchema: () => Promise<typeof Schema>;
  onValid: (values: z.output<typeof Schema>) => void;
  serverError?: unknown;
}) {
  const form = useSchemaForm(loadSchema, { name: '', level: '', side: '' } as unknown as z.input<
    typeof Schema
  >);
  const [sent, setSent] = useState(0);
  return (
    <PlainForm
      mutation={{ isError: false, error: null, isPending: false }}
      submitLabel="Send"
      preload={form.preload}
      onSubmit={form.handleSubmit((values) => {
        setSent(sent + 1);
        onValid(values);
        if (serverError) form.showServerErrors(serverError);
      })}
    >
      <TextField {...form.field('name')} label="Name" required />
      <SelectField
        {...form.field('level')}
        label="Level"
        options={['Beginner', 'Advanced']}
        empty=""
      />
      <RadioGroupField
        {...form.field('side')}
        label="Side"
        options={[
          { value: 'w', label: 'White' },
          { value: 'b', label: 'Black' },
        ]}
      />
    </PlainForm>
  );
}

describe('plain forms', () => {
  it('loads the schema at the first key press, not on render', async () => {
    const loadSchema = vi.fn(async () => Schema);
    const user = userEvent.setup();
    render(<TestForm loadSchema={loadSchema} onValid={() => {}} />);

    expect(loadSchema).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'A');
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it("shows each field's first message, focuses the first, and sends nothing", async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<TestForm loadSchema={async () => Schema} onValid={onValid} />);

    await user.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(await screen.findByText('Please enter required field')).toBeTruthy();
    expect(screen.getByText('Choose a level.')).toBeTruthy();
    expect(screen.getByText('Choose a side.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(onValid).not.toHaveBeenCalled();

    // After a failed submit every change is checked again.
    await user.type(name, 'Ada');
    await waitFor(() => expect(screen.queryByText('Please enter required field')).toBeNull());
  });

  it("sends the schema's output and puts the server's field messages under the fields", async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    const serverError = new ApiError(409, 'TAKEN', 'Taken.', { name: ['That name is taken.'] });
    render(
      <TestForm loadSchema={async () => Schema} onValid={onValid} serverError={serverError} />,
    );

    await user.type(screen.getByRole('textbox', { name: /Name/ }), '  Ada  ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Advanced');
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ name: 'Ada', level: 'Advanced', side: 'b' }),
    );
    expect(await screen.findByText('That name is taken.')).toBeTruthy();
  });

  it('sends what it has when the schema cannot load, so the server answers', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<TestForm loadSchema={() => Promise.reject(new Error('offline'))} onValid={onValid} />);

    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: '', level: '', side: '' }));
  });
});
