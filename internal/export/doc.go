// Package export converts tournaments to and from the files other Go tournament software reads:
// OpenGotha XML, the EGD results file (.h9), the AGA results file, spreadsheets (XLSX, CSV), and
// the EGD rating list used to look up players at registration.
package export
