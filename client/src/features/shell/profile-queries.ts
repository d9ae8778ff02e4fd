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
