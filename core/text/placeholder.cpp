namespace lectern::text { void placeholder() {} }
