/**
 * GraphQL Code Generator configuration of the typed client (docs/client.md).
 *
 * `npm run codegen` runs it (then scripts/client-surfaces.ts): the schema is
 * the printed schema.graphql, the documents are the example operations in
 * client/operations/, and the client preset writes typed documents
 * (TypedDocumentNode) and their result and variable types to
 * client/generated/. test/client/codegen-fresh.test.ts runs the same
 * configuration in memory and fails when the committed files differ.
 *
 * The output is deterministic: no timestamps, stable order, and scalars
 * mapped to the JSON values the server sends (Decimal is an exact string).
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

export const CLIENT_OUTPUT = 'client/generated/';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/operations/*.graphql'],
  ignoreNoDocuments: false,
  emitLegacyCommonJSImports: false,
  generates: {
    [CLIENT_OUTPUT]: {
      preset: 'client',
      presetConfig: {
        // the operations select plain fields: no fragments to mask
        fragmentMasking: false,
        // the document function is `gql` (PdsClient has a `graphql` method)
        gqlTagName: 'gql',
      },
      config: {
        // NodeNext module resolution: relative imports carry .js
        importExtension: '.js',
        useTypeImports: true,
        strictScalars: true,
        scalars: {
          Date: 'string',
          DateTime: 'string',
          Decimal: 'string',
          JSON: 'unknown',
          URL: 'string',
          UUID: 'string',
        },
      },
    },
  },
};

export default config;
