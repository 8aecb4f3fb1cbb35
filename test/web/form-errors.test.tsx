import { fireEvent, render, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormFailure } from '../../web/src/components/ui/field.js';
import { Input } from '../../web/src/components/ui/input.js';
import { ApiError } from '../../web/src/lib/api-client.js';
import { fieldFor, FORM_SUMMARY, restText, schemaResolver, showServerErrors } from '../../web/src/lib/form-errors.js';
import { useFormFailure } from '../../web/src/lib/form-failure.js';
import { useDom } from '../support/dom.js';

describe('Where a form says its messages', () => {
  it('puts a message under its field, the field it lies in, or the first field inside it', () => {
    const fields = ['motivo', 'videos', 'sancion.tipo', 'sancion.segundos'];
    expect(fieldFor('motivo', fields)).to.equal('motivo');
    expect(fieldFor('videos.2', fields)).to.equal('videos');
    expect(fieldFor('sancion', fields)).to.equal('sancion.tipo');
    expect(fieldFor('sancion.segundos', fields)).to.equal('sancion.segundos');
    expect(fieldFor('capturasPantalla', fields)).to.equal(null);
    expect(fieldFor('', fields)).to.equal(null);
    expect(fieldFor('_', fields)).to.equal(null);
  });

  it('keeps every message of the schema: one no field names goes to the form’s summary', async () => {
    const schema = z
      .object({ a: z.string().min(1, 'Falta a'), lista: z.array(z.string().min(2, 'Muy corto')), grupo: z.object({ x: z.string().min(1, 'Falta x') }) })
      .refine(() => false, { message: 'El formulario no cuadra' });
    const resolver = schemaResolver(schema);
    const fields = { a: { ref: { name: 'a' }, name: 'a' }, 'lista.0': { ref: { name: 'lista.0' }, name: 'lista.0' }, grupo: { x: { ref: { name: 'grupo.x' }, name: 'grupo.x' } } };
    const answer = await resolver({ a: '', lista: ['z'], grupo: { x: '' } }, undefined, { names: ['a', 'lista.0', 'grupo.x'], fields, shouldUseNativeValidation: false } as never);
    const errors = answer.errors as Record<string, unknown> & { a?: { message: string }; lista?: Array<{ message: string }>; grupo?: { x?: { message: string } } };
    expect(errors.a?.message).to.equal('Falta a');
    expect(errors.lista?.[0]?.message).to.equal('Muy corto');
    expect(errors.grupo?.x?.message).to.equal('Falta x');
    const all = await resolver({ a: 'ok', lista: ['zz'], grupo: { x: 'ok' } }, undefined, { names: ['a', 'lista.0', 'grupo.x'], fields, shouldUseNativeValidation: false } as never);
    expect((all.errors as Record<string, { message: string }>)[FORM_SUMMARY]?.message).to.equal('El formulario no cuadra');
  });

  it('answers the server’s messages that no field shows, and puts the others under their fields', () => {
    const set: Array<[string, string]> = [];
    const error = new ApiError(400, 'Datos inválidos', 'VALIDATION_ERROR', { 'videos.1': 'Enlace roto', 'videos.2': 'Otro', capturasPantalla: 'Imagen ilegible' }, true);
    const rest = showServerErrors(error, ((name: string, e: { message: string }) => set.push([name, e.message])) as never, ['motivo', 'videos'] as never);
    expect(set).to.deep.equal([['videos', 'Enlace roto']]);
    expect(restText(rest)).to.equal('Imagen ilegible');
  });
});

const schema = z.object({ nombre: z.string().trim().min(1, 'Escribe tu nombre') }).refine((v) => v.nombre !== 'nadie', { message: 'Ese nombre no se puede usar' });

function SmallForm({ send }: { send: () => Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: schemaResolver(schema), defaultValues: { nombre: '' } });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);
  const submit = handleSubmit(async () => {
    try {
      await send();
    } catch {
      setFailure('El servidor no respondió');
    }
  });
  return (
    <form onSubmit={onSubmit(submit)} noValidate>
      <Input label="Nombre" {...register('nombre')} error={errors.nombre?.message} />
      <FormFailure message={failure} />
    </form>
  );
}

describe('A form’s failure (component)', () => {
  useDom();

  it('says the schema’s rule on the whole form in the form’s failure, and clears the old failure when sent again', async () => {
    let sent = 0;
    const view = render(<SmallForm send={() => (sent++, Promise.reject(new Error('caído')))} />);
    const input = view.getByLabelText('Nombre');
    fireEvent.input(input, { target: { value: 'Ana' } });
    fireEvent.submit(input.closest('form')!);
    await view.findByText('El servidor no respondió');
    fireEvent.input(input, { target: { value: 'nadie' } });
    fireEvent.submit(input.closest('form')!);
    await view.findByText('Ese nombre no se puede usar');
    expect(view.queryByText('El servidor no respondió')).to.equal(null);
    expect(sent).to.equal(1);
    fireEvent.input(input, { target: { value: '' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).to.equal('true'));
    expect(view.queryByRole('alert')).to.equal(null);
  });
});
