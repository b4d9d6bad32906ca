import { graphql } from '../../../gql';

// Linking an uploaded file to its owner and unlinking it (spec operations createFile, removeFile),
// shared by invoices (credit advices) and refunds (supporting documents): one document per
// operation name, as the generated types are keyed by it.

export const CREATE_FILE = graphql(`
  mutation CreateFile($file: CreateFileInput!) {
    createFile(file: $file) {
      id
      url
      originalUrl
      caption
      type
      mimetype
      path
      createdAt
    }
  }
`);

export const REMOVE_FILE = graphql(`
  mutation RemoveFile($file: RemoveFileInput!) {
    removeFile(file: $file) {
      success
    }
  }
`);
