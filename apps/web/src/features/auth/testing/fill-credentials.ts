import { fireEvent, screen } from '@testing-library/react';

/** Types into CredentialsForm's two fields and presses its submit button (Log In, Register). */
export function fillCredentials(username: string, password: string, submit: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: submit }));
}
