import HIGCommandLine

// `hig-fetch`, which `hig fetch` runs: the one executable that links the network stack.
FetchEntry.run(with: NetworkFetch.run)
