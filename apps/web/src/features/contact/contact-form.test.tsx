import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { expectFieldError, expectFieldFine } from '../../test/fields';
import { serveApi } from '../../test/network';
import { renderInApp } from '../../test/render';
import { ContactForm } from './contact-form';

function openContactForm() {
  const user = userEvent.setup();
  renderInApp(<ContactForm />, { path: paths.contact });
  const form = screen.getByRole('region', { name: 'Send Us a Message' });
  const field = (name: string) => within(form).getByRole('textbox', { name });
  const method = (name: 'Email' | 'Phone') => within(form).getByRole('radio', { name });
  const send = () => user.click(within(form).getByRole('button', { name: 'Send Message' }));
  return { user, form, field, method, send };
}

async function fillIn({ user, field, method }: ReturnType<typeof openContactForm>) {
  await user.type(field('Name'), 'Asha Rao');
  await user.type(field('Email'), 'asha@example.com');
  await user.type(field('Phone'), '+91 98765 43210');
  await user.click(method('Phone'));
  await user.type(field('Message'), 'Do you make a sugar-free cake for 20 people?');
}

describe('the contact form', () => {
  it('marks every empty field beside it, and the reply method, focusing the name', async () => {
    const { field, method, send, form } = openContactForm();
    await send();

    expectFieldError(field('Name'), 'Enter your name.');
    expectFieldError(field('Email'), 'Enter your email address.');
    expectFieldError(field('Phone'), 'Enter your phone number.');
    expectFieldError(field('Message'), 'Write your message.');
    const methods = within(form).getByRole('group', { name: 'Preferred method' });
    expect(methods).toHaveAccessibleDescription('Choose how we should reply: Email or Phone.');
    expect(method('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveFocus();
  });

  it("refuses an email and a phone that are not, in the domain's words", async () => {
    const context = openContactForm();
    await fillIn(context);
    const { user, field, method, send } = context;
    await user.clear(field('Email'));
    await user.type(field('Email'), 'asha@');
    await user.clear(field('Phone'));
    await user.type(field('Phone'), 'call me');
    await send();

    expectFieldFine(field('Name'));
    expectFieldError(field('Email'), 'Enter a valid email address, like name@example.com.');
    expectFieldError(field('Phone'), 'Enter a phone number, like 98765 43210 or +91 98765 43210.');
    expectFieldFine(method('Phone'));
    expectFieldFine(field('Message'));
    expect(field('Email')).toHaveFocus();
  });

  it('sends the message, says so and empties the form', async () => {
    const calls = serveApi({ 'POST /api/mail/send': { body: { success: true, message: 'Message sent' } } });
    const context = openContactForm();
    await fillIn(context);
    await context.send();

    expect(await screen.findByText('Message sent successfully!')).toHaveRole('status');
    expect(calls.map((call) => call.body)).toEqual([
      {
        name: 'Asha Rao',
        to: 'asha@example.com',
        phone: '+91 98765 43210',
        method: 'Phone',
        message: 'Do you make a sugar-free cake for 20 people?',
        subject: 'Message from Asha Rao',
        text: 'Phone: +91 98765 43210\nPreferred method: Phone\n\nDo you make a sugar-free cake for 20 people?',
      },
    ]);
    expect(context.field('Name')).toHaveValue('');
    expect(context.field('Message')).toHaveValue('');
    expect(context.method('Phone')).not.toBeChecked();
  });

  it('keeps what was written when the message could not be sent', async () => {
    serveApi({ 'POST /api/mail/send': { status: 429, body: { success: false, message: 'Too many messages.' } } });
    const context = openContactForm();
    await fillIn(context);
    await context.send();

    expect(await screen.findByText('Failed to send message. Please try again later.')).toHaveRole('alert');
    expect(context.field('Message')).toHaveValue('Do you make a sugar-free cake for 20 people?');
  });
});
