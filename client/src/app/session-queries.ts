import { graphql } from '../gql';

export const CurrentUserFields = graphql(`
  fragment CurrentUserFields on CurrentUser {
    id
    email
    name
    locale
    isCollaborator
    partnerId
    roles
    permissions
    isSuperAdmin
    isPartnerAdmin
    freeSubscription
    paidSubscription
    emailVerified
    newRequestCount
    hasSeat
    buyerWelcomeDismissed
    partner {
      id
      name
      type
      countryCode
      logoUrl
      subscription {
        type
        stripeStatus
      }
    }
    profile {
      firstname
      lastname
    }
  }
`);

export const CurrentUserDocument = graphql(`
  query CurrentUser {
    me {
      ...CurrentUserFields
    }
  }
`);

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...CurrentUserFields
    }
  }
`);

export const LogoutDocument = graphql(`
  mutation Logout {
    logout {
      message
    }
  }
`);

export const UserLanguageUpdateDocument = graphql(`
  mutation UserLanguageUpdate($language: String!) {
    userLanguageUpdate(language: $language)
  }
`);
