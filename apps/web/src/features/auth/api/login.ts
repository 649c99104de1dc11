// Password login (POST /token) followed by UserInfo, as a mutation.
import { useMutation } from '@tanstack/react-query';
import { signIn, type SignInInput } from '@/lib/auth/session.ts';

export function useLogin() {
  return useMutation({ mutationFn: (input: SignInInput) => signIn(input) });
}
