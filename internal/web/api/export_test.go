package api

// The names the tests of package api_test need that the product keeps to itself.

// OpenAPI is the description served at /api/openapi.yaml.
var OpenAPI = openAPI
