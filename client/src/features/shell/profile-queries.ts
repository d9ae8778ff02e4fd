import { graphql } from '../../gql';

export const MyProfileDocument = graphql(`
  query MyProfile {
    myProfile {
      firstname
      lastname
      title
      phone
    }
  }
`);

export const ProfileSaveDocument = graphql(`
  mutation ProfileSave($input: ProfileInput!) {
    profileSave(input: $input) {
      firstname
      lastname
      title
      phone
    }
  }
`);

export const MySettingsDocument = graphql(`
  query MySettings {
    mySettings {
      language
      notifyNewRequests
      notifyRequestResponses
      notifyProjectShares
    }
  }
`);

export const UserSettingsUpdateDocument = graphql(`
  mutation UserSettingsUpdate($input: UserSettingsInput!) {
    userSettingsUpdate(input: $input) {
      language
      notifyNewRequests
      notifyRequestResponses
      notifyProjectShares
    }
  }
`);
