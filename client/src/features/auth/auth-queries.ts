import { graphql } from '../../gql';

export const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...CurrentUserFields
    }
  }
`);

export const ForgotPasswordDocument = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      message
    }
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

export const EmailVerifyDocument = graphql(`
  mutation EmailVerify($token: String!) {
    emailVerify(token: $token) {
      message
    }
  }
`);

export const EmailVerificationResendDocument = graphql(`
  mutation EmailVerificationResend {
    emailVerificationResend {
      message
    }
  }
`);

export const PasswordChangeDocument = graphql(`
  mutation PasswordChange($input: PasswordChangeInput!) {
    passwordChange(input: $input) {
      message
    }
  }
`);
